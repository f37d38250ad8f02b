import svg from '@ant-design/icons-svg/es/asn/UserAddOutlined';
import { createIcon } from '../icon';

export const UserAddOutlined = /* @__PURE__ */ createIcon(svg);
