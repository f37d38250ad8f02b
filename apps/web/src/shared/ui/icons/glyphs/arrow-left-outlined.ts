import svg from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { createIcon } from '../icon';

export const ArrowLeftOutlined = /* @__PURE__ */ createIcon(svg);
