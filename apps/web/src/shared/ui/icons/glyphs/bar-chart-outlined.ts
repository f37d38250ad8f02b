import svg from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import { createIcon } from '../icon';

export const BarChartOutlined = /* @__PURE__ */ createIcon(svg);
