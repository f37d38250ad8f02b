import svg from '@ant-design/icons-svg/es/asn/MailOutlined';
import { createIcon } from '../icon';

export const MailOutlined = /* @__PURE__ */ createIcon(svg);
