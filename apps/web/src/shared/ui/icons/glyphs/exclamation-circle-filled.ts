import svg from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { createIcon } from '../icon';

export const ExclamationCircleFilled = /* @__PURE__ */ createIcon(svg);
