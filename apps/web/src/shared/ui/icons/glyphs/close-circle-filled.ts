import svg from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { createIcon } from '../icon';

export const CloseCircleFilled = /* @__PURE__ */ createIcon(svg);
