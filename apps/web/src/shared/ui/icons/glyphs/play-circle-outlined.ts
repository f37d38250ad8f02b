import svg from '@ant-design/icons-svg/es/asn/PlayCircleOutlined';
import { createIcon } from '../icon';

export const PlayCircleOutlined = /* @__PURE__ */ createIcon(svg);
