// A function declared after a variable of its name in the same scope: the
// first declaration is incompatible with the variable (named with its type),
// a later one with the same parameters is its redeclaration, and one with
// other parameters is "incompatible with previous".
int g;
void g(int);
void g(int) {}
void g(float);
static double h = 1;
double h() { return 1; }
int *const pp = 0;
int pp(int);
namespace n { const int *k; }
namespace n { int k(); }
namespace m { int k2; }
int k2(int);
