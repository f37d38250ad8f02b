import svg from '@ant-design/icons-svg/es/asn/TrophyOutlined';
import { createIcon } from '../icon';

export const TrophyOutlined = /* @__PURE__ */ createIcon(svg);
