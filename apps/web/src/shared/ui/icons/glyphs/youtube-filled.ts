import svg from '@ant-design/icons-svg/es/asn/YoutubeFilled';
import { createIcon } from '../icon';

export const YoutubeFilled = /* @__PURE__ */ createIcon(svg);
