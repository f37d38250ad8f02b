import svg from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import { createIcon } from '../icon';

export const ShareAltOutlined = /* @__PURE__ */ createIcon(svg);
