import svg from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { createIcon } from '../icon';

export const LoadingOutlined = /* @__PURE__ */ createIcon(svg);
