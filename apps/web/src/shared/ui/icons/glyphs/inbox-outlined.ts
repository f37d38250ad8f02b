import svg from '@ant-design/icons-svg/es/asn/InboxOutlined';
import { createIcon } from '../icon';

export const InboxOutlined = /* @__PURE__ */ createIcon(svg);
