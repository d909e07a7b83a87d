import { Link, type LinkComponentProps } from '@tanstack/react-router';

type PathLinkProps = Omit<LinkComponentProps<'a'>, 'to'> & { to: string };

/**
 * A router link to a path given as a plain string. The menu keeps its paths as strings because
 * some of its screens are built by other features; this is the one place that casts them.
 */
export function PathLink({ to, ...props }: PathLinkProps) {
  return <Link {...props} to={to as LinkComponentProps<'a'>['to']} />;
}
