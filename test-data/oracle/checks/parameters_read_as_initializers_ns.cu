// `ns::Box<int> b` where the namespace has no Box: the list is an
// initializer (see parameters_read_as_initializers.cu); without template
// arguments it stays a parameter
namespace ns {}
float plain(ns::Box b, int t) { return 0; }
float mine(ns::Box<int> b, int s) { return 0; }
int main() { return 0; }
