// EDG's recovery from a syntax error in a parenthesized header (for, if,
// while): nothing more is reported until the header's `)`, and the
// variable the header declared stays declared. After `.` or `->` without
// a name: "expected a member name", and nothing of the access follows.
struct S { int a; };
void f() { for (int i = 1 6; i > 0; i--) { i++; } }
void g() { for (int i = 0; i < 3 4; i++) { i++; } }
void h() { for (int i = 0; i < 3; i++ 4) { i++; } }
void k() { int n = 1 2; n++; }
void m() { if (1 2) { } }
void w() { while (1 2) { } }
void d(S s) { s . return; }
void e(S *p) { int x = p-> ; }
int main() { return 0; }
