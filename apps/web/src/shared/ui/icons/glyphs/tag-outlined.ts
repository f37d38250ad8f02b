import svg from '@ant-design/icons-svg/es/asn/TagOutlined';
import { createIcon } from '../icon';

export const TagOutlined = /* @__PURE__ */ createIcon(svg);
