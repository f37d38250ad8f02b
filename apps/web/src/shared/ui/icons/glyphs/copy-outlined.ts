import svg from '@ant-design/icons-svg/es/asn/CopyOutlined';
import { createIcon } from '../icon';

export const CopyOutlined = /* @__PURE__ */ createIcon(svg);
