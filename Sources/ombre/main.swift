import OmbreCLI
