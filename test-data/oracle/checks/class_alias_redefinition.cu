// A class defined with the name of an alias declared before it in the same
// scope: "type ... has already been defined" when the alias names a class
// already defined (the alias's line, with its file when in a header), and
// "invalid redeclaration of type name" when it names another type.
#include <cstdlib>
struct S1 { int a; };
typedef struct S1 S1;
struct S1 { int b; };
typedef struct { int q; } D;
struct D { int r; };
typedef int I;
struct I { int r; };
struct S2 { int a; };
typedef S2 T2;
struct T2 { int b; };
namespace n { struct S3 {}; typedef S3 S3; struct S3 {}; }
struct S5 {};
using S5 = S5;
struct S5 {};
struct S4;
typedef S4 X4;
struct X4 { int b; };
typedef struct S6 S6;
struct S6 {};
struct S6 {};
struct S7 {};
typedef S7 *P7;
struct P7 {};
struct S9 {};
typedef S9 T9;
union T9 {};
struct O {
  typedef int X;
  struct X { int m; };
};
struct div_t { int q; };
// valid: the alias names the class being defined, or another name
typedef struct node node;
struct node { node *next; };
typedef struct cuFoo_st *cuFoo_t;
struct cuFoo_st { int a; };
struct L;
typedef L L;
struct L { int z; };
int main() { node n; (void)n; return 0; }
