import svg from '@ant-design/icons-svg/es/asn/CommentOutlined';
import { createIcon } from '../icon';

export const CommentOutlined = /* @__PURE__ */ createIcon(svg);
