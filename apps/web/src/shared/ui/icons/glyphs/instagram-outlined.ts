import svg from '@ant-design/icons-svg/es/asn/InstagramOutlined';
import { createIcon } from '../icon';

export const InstagramOutlined = /* @__PURE__ */ createIcon(svg);
