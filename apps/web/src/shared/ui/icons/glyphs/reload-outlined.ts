import svg from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { createIcon } from '../icon';

export const ReloadOutlined = /* @__PURE__ */ createIcon(svg);
