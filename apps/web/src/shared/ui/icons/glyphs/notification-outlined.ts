import svg from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import { createIcon } from '../icon';

export const NotificationOutlined = /* @__PURE__ */ createIcon(svg);
