import svg from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { createIcon } from '../icon';

export const EnvironmentOutlined = /* @__PURE__ */ createIcon(svg);
