import svg from '@ant-design/icons-svg/es/asn/ToolOutlined';
import { createIcon } from '../icon';

export const ToolOutlined = /* @__PURE__ */ createIcon(svg);
