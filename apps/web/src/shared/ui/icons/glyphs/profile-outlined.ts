import svg from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import { createIcon } from '../icon';

export const ProfileOutlined = /* @__PURE__ */ createIcon(svg);
