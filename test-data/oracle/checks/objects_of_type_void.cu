// An object of type void, at namespace scope or in a block, with or without
// an initializer: incomplete type "void" is not allowed (#70), and nothing
// more about it (no #177). A function declared with a parameter of an
// undeclared type is such an object, initialized with what follows.
void v;
void w = 1;
extern void x;
void y(undefined_zz);
void f() { void q; }
static void s2;
void k(Node *n, int m);
