import svg from '@ant-design/icons-svg/es/asn/BookOutlined';
import { createIcon } from '../icon';

export const BookOutlined = /* @__PURE__ */ createIcon(svg);
