import svg from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { createIcon } from '../icon';

export const CloseOutlined = /* @__PURE__ */ createIcon(svg);
