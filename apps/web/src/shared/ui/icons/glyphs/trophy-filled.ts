import svg from '@ant-design/icons-svg/es/asn/TrophyFilled';
import { createIcon } from '../icon';

export const TrophyFilled = /* @__PURE__ */ createIcon(svg);
