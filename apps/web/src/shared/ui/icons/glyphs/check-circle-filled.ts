import svg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { createIcon } from '../icon';

export const CheckCircleFilled = /* @__PURE__ */ createIcon(svg);
