import svg from '@ant-design/icons-svg/es/asn/CameraOutlined';
import { createIcon } from '../icon';

export const CameraOutlined = /* @__PURE__ */ createIcon(svg);
