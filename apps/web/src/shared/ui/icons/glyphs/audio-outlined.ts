import svg from '@ant-design/icons-svg/es/asn/AudioOutlined';
import { createIcon } from '../icon';

export const AudioOutlined = /* @__PURE__ */ createIcon(svg);
