// Demangled callee (first error) for a const member function called on a const object.
// ORACLE-HEADERS: mini
namespace ns { struct M { __device__ int mc(int x, unsigned y) const { return x; } }; }
int h(const ns::M &m) { return m.mc(1, 2u); }
