import svg from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { createIcon } from '../icon';

export const CalendarOutlined = /* @__PURE__ */ createIcon(svg);
