import svg from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import { createIcon } from '../icon';

export const SolutionOutlined = /* @__PURE__ */ createIcon(svg);
