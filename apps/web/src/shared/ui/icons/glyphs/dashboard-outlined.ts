import svg from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import { createIcon } from '../icon';

export const DashboardOutlined = /* @__PURE__ */ createIcon(svg);
