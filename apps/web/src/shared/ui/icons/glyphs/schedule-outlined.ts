import svg from '@ant-design/icons-svg/es/asn/ScheduleOutlined';
import { createIcon } from '../icon';

export const ScheduleOutlined = /* @__PURE__ */ createIcon(svg);
