// A function whose return type carries the C++11 ABI's tag (libstdc++'s
// `std::__cxx11::basic_string`) and whose parameters do not: g++ mangles
// its name with the tag (`_ZN3app4nameB5cxx11Ei`), and so does the module
// id that names it.
#include <string>
namespace app {
std::string name(int i) { return i ? "k" : ""; }
}
__global__ void k(int *p) { p[0] = 1; }
int main() { return 0; }
