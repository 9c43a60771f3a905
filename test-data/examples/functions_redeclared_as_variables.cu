// A namespace-scope variable with the name of a function declared before
// it in its scope: "declaration is incompatible with" the function's
// signature, where its latest declaration on the side is (a call written
// outside any function is such a variable: `free(0);`). Once the name is a
// variable, another is a redefinition.
#include <cstdio>
#include <cstdlib>
void g(int *p);
void h(float x, int y = 2) noexcept;
int g;
extern float h;
namespace N { void k(); }
int k;
namespace N { int k = 2; }
free(0);
free(1);
printf(0);
