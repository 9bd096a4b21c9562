export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './Card';
export type {
  CardProps,
  CardHeaderProps,
  CardTitleProps,
  CardTitleLevel,
  CardDescriptionProps,
  CardContentProps,
  CardFooterProps,
} from './Card';
