import svg from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { createIcon } from '../icon';

export const MenuOutlined = /* @__PURE__ */ createIcon(svg);
