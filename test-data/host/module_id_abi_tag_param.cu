// The tag is left out when a parameter's type carries it too
// (`_Z4echoNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE`).
#include <string>
std::string echo(std::string s) { return s; }
__global__ void k(int *p) { p[0] = 1; }
int main() { return 0; }
