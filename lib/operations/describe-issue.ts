import type { FieldIssue } from './field-issue';

/** One validation issue in words an agent can act on (WebMCP and MCP tool errors). */
export function describeIssue(issue: FieldIssue): string {
  switch (issue.problem) {
    case 'missing':
      return `${issue.field} is required`;
    case 'unknown_field':
      return `${issue.field} is not a field of this tool; remove it`;
    case 'invalid_email':
      return `${issue.field} must be an email address whose domain has a dot`;
    case 'invalid_type':
      return `${issue.field} must be of type ${issue.expected}`;
    case 'invalid_value':
      return issue.allowed ? `${issue.field} must be one of ${issue.allowed.join(', ')}` : `${issue.field} is not valid`;
    case 'too_few_items':
      return `${issue.field} needs at least ${issue.minimum} item(s)`;
    case 'too_many_items':
      return `${issue.field} takes at most ${issue.maximum} different item(s)`;
    case 'too_small':
      return `${issue.field} must be at least ${issue.minimum}`;
    case 'too_large':
      return `${issue.field} must be at most ${issue.maximum}`;
    case 'invalid_characters':
      return `${issue.field} contains the character U+0000 or an unpaired surrogate; remove it`;
    case 'too_long':
      return `${issue.field} must be at most ${issue.maximum} characters`;
    case 'too_short':
      return `${issue.field} must not be empty`;
  }
}
