// A missing `)` in an argument list: EDG skips to the list's `)` and goes
// on as if it closed there, so the call is judged with the arguments read
// (too few, when it completes) and the names after it are looked up. A
// function whose parameter type is undeclared is read as a variable with
// such a list, and its body as a missing `;`.
int g(int, int);
void f() {
  int y = g(1 2) + undef_b;
  g(3 4); undef_c;
}
void kernel(Node *nodes, int count)
{
  int i = 0;
}
