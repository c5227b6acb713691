export { ProfileCard, cardPath, templateOf, type CardVariant, type ProfileCardProps } from './ProfileCard';
export { cardCss } from './styles';
export { cardColors, readableTextOn } from './theme';
