// An unreferenced static function whose name is overloaded in its scope
// (by a declaration before or after it) is named with its parameters
static void f(int) {}
void f(float);
void g(double);
static void g(int) {}
static void h(int) {}
namespace n { void h(float); }
int main() { return 0; }
