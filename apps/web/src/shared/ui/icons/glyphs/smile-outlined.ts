import svg from '@ant-design/icons-svg/es/asn/SmileOutlined';
import { createIcon } from '../icon';

export const SmileOutlined = /* @__PURE__ */ createIcon(svg);
