import svg from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { createIcon } from '../icon';

export const MessageOutlined = /* @__PURE__ */ createIcon(svg);
