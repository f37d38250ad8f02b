import svg from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { createIcon } from '../icon';

export const PictureOutlined = /* @__PURE__ */ createIcon(svg);
