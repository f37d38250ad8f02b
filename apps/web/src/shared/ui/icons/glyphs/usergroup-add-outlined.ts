import svg from '@ant-design/icons-svg/es/asn/UsergroupAddOutlined';
import { createIcon } from '../icon';

export const UsergroupAddOutlined = /* @__PURE__ */ createIcon(svg);
