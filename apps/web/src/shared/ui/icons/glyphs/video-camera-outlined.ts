import svg from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import { createIcon } from '../icon';

export const VideoCameraOutlined = /* @__PURE__ */ createIcon(svg);
