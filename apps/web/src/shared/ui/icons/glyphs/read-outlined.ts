import svg from '@ant-design/icons-svg/es/asn/ReadOutlined';
import { createIcon } from '../icon';

export const ReadOutlined = /* @__PURE__ */ createIcon(svg);
