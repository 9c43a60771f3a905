// A string literal converted to `char *` is deprecated (#2464) wherever the
// conversion is: a returned value, an assignment to any lvalue of that
// type (a member, through a pointer, a local), a local's initializer.
struct S { char *p; };
char *g() { return "x"; }
void f(S *s, char **pp) {
  s->p = "abc";
  *pp = "def";
  char *q = "ghi";
  q = "jkl";
  (void)q;
}
